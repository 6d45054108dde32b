import Foundation
import Testing

@testable import ExpenseSheets

/// A successful export removes the partial files that killed exports left in its folder, and
/// nothing else: not the files of an export still running, in this process or another.
@Suite("Partial files of killed exports")
struct PartialFilesTests {
  /// A process id no process has (Linux gives ids below 2^22).
  static let deadProcess = "2000000000"

  @Test(
    "A successful export removes only stale partial files of the five tabs",
    arguments: [
      (name: ".Transactions.csv.0A1B2C3D.partial", age: 120.0, isRemoved: true),
      (name: ".Receipts.csv.\(deadProcess)-0A1B2C3D.partial", age: 120, isRemoved: true),
      (name: ".Settings.csv.\(deadProcess)-0A1B2C3D.partial", age: 61, isRemoved: true),
      (name: ".Receipts.csv.\(deadProcess)-0A1B2C3D.partial", age: 5, isRemoved: true),
      (name: ".Receipts.csv.\(deadProcess)-0A1B2C3D.previous", age: 5, isRemoved: true),
      (name: "Receipts.csv.\(deadProcess)-0A1B2C3D.previous", age: 5, isRemoved: true),
      (name: ".Receipts.csv.\(getppid())-0A1B2C3D.previous", age: 120, isRemoved: false),
      (name: ".Transactions.csv.0A1B2C3D.partial", age: 5, isRemoved: false),
      (name: ".Settings.csv.\(getppid())-0A1B2C3D.partial", age: 120, isRemoved: false),
      (name: ".Categories.csv.\(getpid())-0A1B2C3D.partial", age: 120, isRemoved: false),
      (name: ".Notes.csv.0A1B2C3D.partial", age: 120, isRemoved: false),
      (name: "Transactions.csv.0A1B2C3D.partial", age: 120, isRemoved: false),
      (name: ".Transactions.csv.0A1B2C3D.previous", age: 120, isRemoved: false),
      (name: ".Transactions.csv.0a1b2c3d.partial", age: 120, isRemoved: false),
      (name: ".Transactions.csv.partial", age: 120, isRemoved: false),
      (name: ".Transactions.csv.x-0A1B2C3D.partial", age: 120, isRemoved: false),
    ])
  func removesStale(name: String, age: Double, isRemoved: Bool) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent(name).path
    #expect(FileManager.default.createFile(atPath: path, contents: Data("partial".utf8)))
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: path)

    try WorkbookWriter().write(SampleLedger.make(transactions: 5, seed: 3), to: folder.path)

    #expect(FileManager.default.fileExists(atPath: path) == !isRemoved)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(Set(names).isSuperset(of: Tab.allCases.map(\.fileName)))
    #expect(names.count == Tab.allCases.count + (isRemoved ? 0 : 1))
  }

  @Test("A partial file its writer holds locked is kept, whatever its name says")
  func lockedKept() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent(".Receipts.csv.\(Self.deadProcess)-0A1B2C3D.partial")
      .path
    let descriptor = open(path, O_RDWR | O_CREAT, 0o644)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    PartialFiles.lock(descriptor)
    #expect(PartialFiles.removeStale(in: folder.path) == [])
    #expect(FileManager.default.fileExists(atPath: path))
  }

  @Test("A folder named like a stale partial file is kept")
  func folderKept() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent(".Transactions.csv.0A1B2C3D.partial").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -120)], ofItemAtPath: path)
    #expect(PartialFiles.removeStale(in: folder.path) == [])
    #expect(FileManager.default.fileExists(atPath: path))
  }

  @Test("The writer's own partial names give its process")
  func ownNames() {
    let token = PartialFiles.newToken()
    for tab in Tab.allCases {
      #expect(
        PartialFiles.writer(ofName: PartialFiles.name(of: tab, token: token)) == .process(getpid()))
    }
  }
}
