import Foundation
import Testing

/// A real spreadsheet program, run headless, that opens each tab of a workbook folder (the CSV
/// files, type detection on, as a person opens a download), saves them as one .xlsx or .ods
/// workbook, and saves each sheet of that workbook as CSV again, in a locale.
struct Spreadsheet: Sendable, CustomStringConvertible {
  /// The programs.
  enum Program: String, Sendable {
    case gnumeric = "Gnumeric"
    case libreOffice = "LibreOffice"

    /// The command-line program, when installed.
    var executable: String? {
      let candidates =
        switch self {
        case .gnumeric: ["/usr/bin/ssconvert", "/usr/local/bin/ssconvert"]
        case .libreOffice:
          [
            "/usr/bin/soffice", "/usr/local/bin/soffice", "/usr/lib/libreoffice/program/soffice",
          ]
        }
      return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The Debian package that brings it.
    var package: String { self == .gnumeric ? "gnumeric" : "libreoffice-calc" }
  }

  /// A locale: the POSIX name the program runs in, and for LibreOffice's CSV filter the
  /// language it reads and writes in and the delimiter its users save with (Gnumeric takes
  /// both from the POSIX locale).
  struct Locale: Sendable, CustomStringConvertible {
    var posixName: String
    var languageCode: Int
    var delimiter: Character
    var description: String { posixName }

    static let c = Locale(posixName: "C", languageCode: 1033, delimiter: ",")
    /// German: a decimal comma, `.` groups thousands.
    static let german = Locale(posixName: "de_DE.UTF-8", languageCode: 1031, delimiter: ";")
    /// French: a decimal comma, a narrow no-break space groups thousands, `/` between day,
    /// month and year.
    static let french = Locale(posixName: "fr_FR.UTF-8", languageCode: 1036, delimiter: ";")
    /// British English: day first, `/` between day, month and year.
    static let british = Locale(posixName: "en_GB.UTF-8", languageCode: 2057, delimiter: ",")
    /// American English: month first, 12-hour times.
    static let american = Locale(posixName: "en_US.UTF-8", languageCode: 1033, delimiter: ",")
    /// Japanese: year first, `/` between year, month and day.
    static let japanese = Locale(posixName: "ja_JP.UTF-8", languageCode: 1041, delimiter: ",")
    /// Turkish: a decimal comma, `.` between day, month and year, and the dotted and dotless i.
    static let turkish = Locale(posixName: "tr_TR.UTF-8", languageCode: 1055, delimiter: ";")
    /// Brazilian Portuguese: a decimal comma, day first.
    static let brazilian = Locale(posixName: "pt_BR.UTF-8", languageCode: 1046, delimiter: ";")
    /// Swiss German: a decimal point, an apostrophe groups thousands.
    static let swiss = Locale(posixName: "de_CH.UTF-8", languageCode: 2055, delimiter: ";")
    /// Polish: a decimal comma, `.` between day, month and year.
    static let polish = Locale(posixName: "pl_PL.UTF-8", languageCode: 1045, delimiter: ";")
    /// Hungarian: a decimal comma, year first, `.` between year, month and day.
    static let hungarian = Locale(posixName: "hu_HU.UTF-8", languageCode: 1038, delimiter: ";")
    /// Arabic (Saudi Arabia): Calc writes the Arabic decimal separator `٫` with ASCII digits.
    static let arabic = Locale(posixName: "ar_SA.UTF-8", languageCode: 1025, delimiter: ",")
    /// Chinese (China): Gnumeric saves the timestamps of a CSV file it opened with a format
    /// that shows only the date.
    static let chinese = Locale(posixName: "zh_CN.UTF-8", languageCode: 2052, delimiter: ",")
    /// Russian: a decimal comma, a no-break space groups thousands, `.` between day, month
    /// and year.
    static let russian = Locale(posixName: "ru_RU.UTF-8", languageCode: 1049, delimiter: ";")
    /// Swedish: a decimal comma, a space groups thousands, year first with `-`.
    static let swedish = Locale(posixName: "sv_SE.UTF-8", languageCode: 1053, delimiter: ";")
    /// Norwegian Bokmål: a decimal comma, `.` between day, month and year.
    static let norwegian = Locale(posixName: "nb_NO.UTF-8", languageCode: 1044, delimiter: ";")
    /// Thai: the Buddhist era is the calendar's default, month names in Thai.
    static let thai = Locale(posixName: "th_TH.UTF-8", languageCode: 1054, delimiter: ",")
    /// Korean: year first, `. ` between year, month and day.
    static let korean = Locale(posixName: "ko_KR.UTF-8", languageCode: 1042, delimiter: ",")
    /// Hebrew: written right to left.
    static let hebrew = Locale(posixName: "he_IL.UTF-8", languageCode: 1037, delimiter: ",")

    /// Whether the system has the locale: without it, a program runs in the C locale and the
    /// test would prove nothing.
    var isInstalled: Bool {
      posixName == "C" || Self.installed.contains(Self.normalized(posixName))
    }

    /// `de_DE.UTF-8` as `locale -a` lists it: `de_de.utf8`.
    private static func normalized(_ name: String) -> String {
      name.lowercased().replacingOccurrences(of: "-", with: "")
    }

    /// The locales `locale -a` lists.
    private static let installed: Set<String> = {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/locale")
      process.arguments = ["-a"]
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      guard (try? process.run()) != nil else { return [] }
      let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      return Set(text.split(separator: "\n").map { normalized(String($0)) })
    }()
  }

  var program: Program
  /// The workbook file the program saves: `xlsx` or `ods`.
  var format: String
  var locale: Locale
  var description: String { "\(program.rawValue) .\(format) \(locale)" }

  /// Every program, in both formats and both locales.
  static let all: [Spreadsheet] = [Program.gnumeric, .libreOffice].flatMap { program in
    ["xlsx", "ods"].flatMap { format in
      [Locale.c, .german].map { Spreadsheet(program: program, format: format, locale: $0) }
    }
  }

  /// Every program, in both formats, in the locales beyond C and German.
  static let moreLocales: [Spreadsheet] = [Program.gnumeric, .libreOffice].flatMap { program in
    ["xlsx", "ods"].flatMap { format in
      [
        Locale.french, .british, .american, .japanese, .turkish, .brazilian, .swiss, .polish,
        .hungarian, .arabic, .chinese, .russian, .swedish, .norwegian, .thai, .korean, .hebrew,
      ].map {
        Spreadsheet(program: program, format: format, locale: $0)
      }
    }
  }

  /// Cancels the running test case when the program or the locale is not installed.
  func cancelUnlessInstalled() throws {
    if program.executable == nil {
      try Test.cancel("\(program.rawValue) is not installed (apt-get install \(program.package))")
    }
    if !locale.isInstalled {
      try Test.cancel("the \(locale) locale is not generated (locale-gen \(locale))")
    }
  }

  /// Sends each workbook folder through the program.
  ///
  /// - Parameters:
  ///   - workbooks: the folders, by a name made of letters, digits and `-`.
  ///   - work: an empty folder to work in.
  /// - Returns: for each name, a folder holding the tabs as the program saved them, each named
  ///   as its file was.
  func roundTrip(_ workbooks: [String: URL], in work: URL) throws -> [String: URL] {
    let out = work.appendingPathComponent("csv")
    var folders: [String: URL] = [:]
    for name in workbooks.keys {
      folders[name] = out.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: folders[name]!, withIntermediateDirectories: true)
    }
    switch program {
    case .gnumeric: try gnumeric(workbooks, in: work, to: folders)
    case .libreOffice: try libreOffice(workbooks, in: work, to: folders)
    }
    return folders
  }

  /// ssconvert makes one workbook of a folder's files (one sheet each, named as its file), then
  /// saves each sheet as CSV under that name: two runs a workbook.
  private func gnumeric(_ workbooks: [String: URL], in work: URL, to folders: [String: URL])
    throws
  {
    for (name, folder) in workbooks {
      let workbook = try gnumericWorkbook(of: folder, named: name, in: work).path
      try run(
        ["--export-type=Gnumeric_stf:stf_csv", "--export-file-per-sheet", workbook]
          + [folders[name]!.path + "/%s"], in: work)
    }
  }

  /// The one workbook file Gnumeric saves of a folder's CSV files (a sheet each, named as its
  /// file), as `<name>.<format>` in `work`.
  func gnumericWorkbook(of folder: URL, named name: String, in work: URL) throws -> URL {
    let workbook = work.appendingPathComponent("\(name).\(format)")
    try run(["--merge-to=\(workbook.path)"] + (try csvFiles(in: folder)), in: folder)
    return workbook
  }

  /// Calc converts every file given in one run, so the files of all the workbooks go in
  /// together, named `<workbook> - <tab file>` (as Google names a downloaded tab), and each
  /// comes back into its workbook's folder: two runs in all.
  private func libreOffice(_ workbooks: [String: URL], in work: URL, to folders: [String: URL])
    throws
  {
    let csvIn = work.appendingPathComponent("in")
    let saved = work.appendingPathComponent(format)
    let csvOut = work.appendingPathComponent("out")
    for folder in [csvIn, saved, csvOut] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    for (name, folder) in workbooks {
      for file in try csvFiles(in: folder) {
        try FileManager.default.copyItem(
          at: folder.appendingPathComponent(file),
          to: csvIn.appendingPathComponent("\(name) - \(file)"))
      }
    }
    let language = locale.languageCode
    let delimiter = locale.delimiter.asciiValue!
    let profile = [
      "-env:UserInstallation=file://\(work.path)/profile", "--headless", "--norestore",
    ]
    try run(
      profile + [
        "--infilter=CSV:44,34,76,1,,\(language),false,true", "--convert-to", format, "--outdir",
        saved.path,
      ] + (try csvFiles(in: csvIn)).map { csvIn.appendingPathComponent($0).path }, in: work)
    let workbookFiles = try FileManager.default.contentsOfDirectory(atPath: saved.path).sorted()
    try run(
      profile + [
        "--convert-to",
        "csv:Text - txt - csv (StarCalc):\(delimiter),34,76,1,,\(language),false,true,true",
        "--outdir", csvOut.path,
      ] + workbookFiles.map { saved.appendingPathComponent($0).path }, in: work)
    for file in try csvFiles(in: csvOut) {
      let name = String(file.prefix { $0 != " " })
      let folder = try #require(folders[name], "\(file) names no workbook")
      try FileManager.default.moveItem(
        at: csvOut.appendingPathComponent(file),
        to: folder.appendingPathComponent(String(file.dropFirst(name.count + 3))))
    }
  }

  /// The names of the CSV files in a folder, sorted.
  private func csvFiles(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".csv") }.sorted()
  }

  /// Runs the program in the locale, in `folder`; a failure names the arguments and what the
  /// program said.
  private func run(_ arguments: [String], in folder: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program.executable!)
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = ProcessInfo.processInfo.environment.merging([
      "LC_ALL": locale.posixName, "LANG": locale.posixName, "LANGUAGE": "",
    ]) { $1 }
    let error = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = error
    try process.run()
    let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    try #require(
      process.terminationStatus == 0,
      "\(program.rawValue) \(arguments.prefix(4)) failed: \(message)")
  }
}
