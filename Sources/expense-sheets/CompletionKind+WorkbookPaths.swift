import ArgumentParser

extension CompletionKind {
  /// What a workbook path argument completes to: folders, and the files a workbook is read from
  /// (tabs as .csv, .tsv or Excel's Unicode Text .txt, one workbook as .xlsx or .ods).
  static var workbookPaths: Self {
    .file(extensions: ["csv", "tsv", "txt", "xlsx", "xlsm", "ods"])
  }

  /// What an export's destination completes to: folders, and workbook files (.xlsx).
  static var exportPaths: Self { .file(extensions: ["xlsx"]) }
}
