// swift-tools-version: 6.1

import PackageDescription

// Benchmarks live in their own package so the main package's dependencies stay as they are.
let package = Package(
  name: "ExpenseSheetsBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "ExpenseSheets", path: ".."),
    .package(url: "https://github.com/swiftcsv/SwiftCSV.git", exact: "0.10.0"),
    .package(url: "https://github.com/yaslab/CSV.swift.git", exact: "2.5.2"),
  ],
  targets: [
    .executableTarget(
      name: "CSVBenchmark",
      dependencies: [
        .product(name: "SheetCSV", package: "ExpenseSheets"),
        .product(name: "ExpenseSheets", package: "ExpenseSheets"),
        .product(name: "SwiftCSV", package: "SwiftCSV"),
        .product(name: "CSV", package: "CSV.swift"),
      ]),
    .target(name: "BenchmarkTiming"),
    .executableTarget(
      name: "MergeBenchmark",
      dependencies: [
        "BenchmarkTiming",
        .product(name: "SheetCSV", package: "ExpenseSheets"),
        .product(name: "ExpenseSheets", package: "ExpenseSheets"),
      ]),
    .executableTarget(
      name: "StoreBenchmark",
      dependencies: [
        "BenchmarkTiming",
        .product(name: "ExpenseSheets", package: "ExpenseSheets"),
        .product(name: "ExpenseStore", package: "ExpenseSheets"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
