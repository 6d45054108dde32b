#!/usr/bin/env bash
# Builds a libFuzzer binary from the package's library sources and one fuzz main.
# Usage: Fuzz/build-target.sh TARGET_DIR OUTPUT [with-expense-sheets]
set -euo pipefail
cd "$(dirname "$0")/.."
target="$1"
output="$2"
modules=Fuzz/out/modules
mkdir -p "$modules"
# The same package name for every module, so `package` declarations are visible across them.
flags=(-sanitize=fuzzer,address -parse-as-library -O -wmo -swift-version 6 -package-name expensesheets)
# The C headers ExpenseSheets imports (a system-library target, a module map and a header).
flags+=(-I Sources/CWritebackShim)
# A module is rebuilt only when one of its sources is newer than its object.
stale() { [ ! -f "$1" ] || [ -n "$(find "$2" -name '*.swift' -newer "$1" | head -1)" ]; }
if stale "$modules/SheetCSV.o" Sources/SheetCSV; then
  swiftc "${flags[@]}" -emit-module -emit-module-path "$modules/SheetCSV.swiftmodule" \
    -module-name SheetCSV -c Sources/SheetCSV/*.swift -o "$modules/SheetCSV.o"
fi
objects=("$modules/SheetCSV.o")
if [ "${3:-}" = "with-expense-sheets" ]; then
  if stale "$modules/ExpenseSheets.o" Sources/ExpenseSheets || [ "$modules/SheetCSV.o" -nt "$modules/ExpenseSheets.o" ]; then
    swiftc "${flags[@]}" -I "$modules" -emit-module -emit-module-path "$modules/ExpenseSheets.swiftmodule" \
      -module-name ExpenseSheets -c $(find Sources/ExpenseSheets -name '*.swift' | sort) \
      -o "$modules/ExpenseSheets.o"
  fi
  objects+=("$modules/ExpenseSheets.o")
fi
swiftc "${flags[@]}" -I "$modules" "$target"/*.swift "${objects[@]}" -o "$output"
