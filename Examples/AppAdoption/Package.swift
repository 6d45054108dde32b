// swift-tools-version: 6.1

import PackageDescription

// An app's package adopting ExpenseSheets: it depends on the repository by path and uses only
// the two library products, as the ExpenseTracker app does.
let package = Package(
  name: "AppAdoption",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(name: "ExpenseSheets", path: "../..")],
  targets: [
    .target(
      name: "AppAdoption",
      dependencies: [
        .product(name: "SheetCSV", package: "ExpenseSheets"),
        .product(name: "ExpenseSheets", package: "ExpenseSheets"),
      ]),
    .testTarget(name: "AppAdoptionTests", dependencies: ["AppAdoption"]),
  ],
  swiftLanguageModes: [.v6]
)
