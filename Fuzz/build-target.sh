#!/usr/bin/env bash
# Builds a libFuzzer binary from the package's library sources and one fuzz main.
# Usage: Fuzz/build-target.sh TARGET_DIR OUTPUT [with-expense-sheets | with-workbooks]
set -euo pipefail
cd "$(dirname "$0")/.."
target="$1"
output="$2"
modules=Fuzz/out/modules
mkdir -p "$modules"
# The same package name for every module, so `package` declarations are visible across them.
flags=(-sanitize=fuzzer,address -parse-as-library -O -wmo -package-name expensesheets)
# The C headers the modules import (system-library targets: a module map and a header each).
flags+=(-I Sources/CWritebackShim -I Sources/CAtomicShim -I Sources/CZlibShim -I "$modules")
objects=()
# Builds module NAME from the Swift sources under DIR in language mode VERSION, unless its
# object is newer than they and the modules built before it.
module() {
  local name="$1" dir="$2" version="$3" object="$modules/$1.o"
  if [ ! -f "$object" ] || [ -n "$(find "$dir" -name '*.swift' -newer "$object" | head -1)" ] \
    || { [ ${#objects[@]} -gt 0 ] && [ -n "$(find "${objects[@]}" -newer "$object" | head -1)" ]; }; then
    swiftc "${flags[@]}" -swift-version "$version" -emit-module \
      -emit-module-path "$modules/$name.swiftmodule" -module-name "$name" \
      -c $(find "$dir" -name '*.swift' | sort) -o "$object"
  fi
  objects+=("$object")
}
module SheetCSV Sources/SheetCSV 6
case "${3:-}" in
  with-expense-sheets)
    module ExpenseSheets Sources/ExpenseSheets 6
    ;;
  with-workbooks)
    module ExpenseSheets Sources/ExpenseSheets 6
    [ -d .build/checkouts/ZIPFoundation ] || swift package resolve >/dev/null
    flags+=(-I .build/checkouts/ZIPFoundation/Sources/CZLib -Xcc -D_GNU_SOURCE=1)
    module ZIPFoundation .build/checkouts/ZIPFoundation/Sources/ZIPFoundation 5
    module SheetXLSX Sources/SheetXLSX 6
    module ExpenseSheetsXLSX Sources/ExpenseSheetsXLSX 6
    ;;
esac
swiftc "${flags[@]}" -swift-version 6 "$target"/*.swift "${objects[@]}" -lz -o "$output"
