extension Diagnostic {
  /// A stable diagnostic code such as `unknown-category`; new codes break no caller.
  public struct Code: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible,
    ExpressibleByStringLiteral
  {
    /// The code as written in reports, such as `unknown-category`.
    public var rawValue: String

    /// Creates a code from its text.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a code from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The code's text.
    public var description: String { rawValue }

    /// Encodes the code as its text.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(rawValue)
    }

    /// Decodes the code from its text.
    public init(from decoder: any Decoder) throws {
      rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// A category is not a Categories `name` (case-sensitive).
    public static let unknownCategory: Code = "unknown-category"
    /// `year`/`month` disagree with `date`.
    public static let yearMonthMismatch: Code = "year-month-mismatch"
    /// A required column is absent.
    public static let missingColumn: Code = "missing-column"
    /// Two columns map to one field.
    public static let duplicateColumn: Code = "duplicate-column"
    /// A required cell is empty.
    public static let missingValue: Code = "missing-value"
    /// A cell cannot be read as its kind.
    public static let invalidValue: Code = "invalid-value"
    /// A date column whose day/month order cannot be decided.
    public static let ambiguousDateOrder: Code = "ambiguous-date-order"
    /// A note: a column's day/month order or decimal separator was decided from some of its
    /// cells, and others that read either way follow it.
    public static let decidedReading: Code = "decided-reading"
    /// `amount` is zero or negative.
    public static let nonPositiveAmount: Code = "non-positive-amount"
    /// A key appears twice.
    public static let duplicateKey: Code = "duplicate-key"
    /// A receipt's `transactionId` names no transaction.
    public static let unknownTransaction: Code = "unknown-transaction"
    /// A recurring rule's `interval` is below 1.
    public static let invalidInterval: Code = "invalid-interval"
    /// A recurring rule ends before it starts.
    public static let endBeforeStart: Code = "end-before-start"
    /// `Settings.timezone` is not a time zone identifier.
    public static let invalidTimezone: Code = "invalid-timezone"
    /// A warning: `Settings.timezone` reads as a time zone but names no place's clock: a fixed
    /// offset (`UTC+1`), which keeps no daylight saving time, or an abbreviation (`EST`).
    public static let impreciseTimezone: Code = "imprecise-timezone"
    /// `Settings.schemaVersion` is not a version this build reads: below 1, or newer.
    public static let unsupportedSchemaVersion: Code = "unsupported-schema-version"
    /// Settings does not hold exactly one row.
    public static let settingsRowCount: Code = "settings-row-count"
    /// A receipt's `fileName` does not follow the naming rule.
    public static let receiptFileName: Code = "receipt-file-name"
    /// A transaction's `recurringRuleId` names no rule.
    public static let unknownRecurringRule: Code = "unknown-recurring-rule"
    /// An income transaction in an expense-only category, or the reverse.
    public static let categoryTypeMismatch: Code = "category-type-mismatch"
    /// `createdAt` is after `lastModifiedAt`.
    public static let createdAfterModified: Code = "created-after-modified"
    /// A text cell typed as a formula.
    public static let formulaCell: Code = "formula-cell"
    /// A cell longer than Google Sheets keeps.
    public static let cellTooLong: Code = "cell-too-long"
    /// A row without its id or a timestamp: typed in the sheet, and added as new when its id is
    /// missing.
    public static let newRow: Code = "new-row"
    /// An extra column, kept.
    public static let unknownColumn: Code = "unknown-column"
    /// A tab's file was not given.
    public static let missingTab: Code = "missing-tab"
    /// The header is not on the first row: the rows above it are ignored.
    public static let headerRow: Code = "header-row"
    /// A file the CSV reader could not read cleanly (unterminated quote, stray quote).
    public static let malformedCSV: Code = "malformed-csv"
    /// A tab file that ends inside a row, as a download cut off before its end does: the row
    /// is not read, and a merge deletes no row of the tab (an error).
    public static let cutOff: Code = "cut-off"
    /// A data row with fewer cells than the header has columns of the tab, as when a line break
    /// typed in a cell that is not in quotes splits the row: the row is not read, so its missing
    /// cells never clear a value (an error).
    public static let shortRow: Code = "short-row"
    /// A data row with more cells than the header row, as when a delimiter typed in a free-text
    /// cell that is not in quotes splits the cell in two: the row is not read, with the cell
    /// joined again as the fix when that alone makes the row read without error (an error).
    public static let splitCell: Code = "split-cell"
    /// An amount that reads as two amounts (`12,345`: 12.345 with a decimal comma, 12345 with
    /// the comma grouping thousands) in a column whose cells do not say which: they use both
    /// separators, or a decimal point in a `;`-separated file. The row is not read (an error),
    /// unless a merge finds the local amount among the two, which is then kept (a note).
    public static let ambiguousAmount: Code = "ambiguous-amount"
    /// A row that refers to a rejected row, or to a tab rejected as a whole: a receipt of a
    /// rejected transaction, a transaction or recurring rule of a rejected category (errors), a
    /// transaction of a rejected recurring rule (a warning).
    public static let dependsOnRejectedRow: Code = "depends-on-rejected-row"
    /// A `lastModifiedAt` more than a day after the validation: the row would win every merge
    /// until then (a warning).
    public static let futureTimestamp: Code = "future-timestamp"
    /// Cells typed in the column the export's marker heads (`exportId:…`), which holds no
    /// data: they are not read (a warning).
    public static let markerColumn: Code = "marker-column"
    /// A data row that repeats the header row (a header pasted again): it holds no data and is
    /// not read (a warning).
    public static let repeatedHeader: Code = "repeated-header"
    /// A note: a workbook sheet named after no tab is read as the tab its header row is (no
    /// sheet is named after that tab).
    public static let tabByHeader: Code = "tab-by-header"
    /// A note: a workbook sheet named after no tab has a tab's header row but is not read, as
    /// another sheet is named after that tab, or several sheets have its header row.
    public static let unreadSheet: Code = "unread-sheet"
    /// A warning: a workbook file in a folder of CSV tab files, saved after them, is not read
    /// (its edits would otherwise go unmerged unnoticed).
    public static let unreadWorkbookFile: Code = "unread-workbook-file"
    /// A cell's text is another text read in a one-byte encoding and saved again as UTF-8
    /// (`CafÃ©` for `Café`), as Excel reads a CSV file without a byte order mark.
    public static let misdecodedText: Code = "misdecoded-text"
    /// An amount cell holds a date that reads back as the local row's amount, as a spreadsheet
    /// in some locales turns `30.01` into the 30th of January: the amount is read as the local
    /// one, not as an edit (a warning).
    public static let amountAsDate: Code = "amount-as-date"
    /// A new row's amount is the serial number of a day near the row's date, as a spreadsheet
    /// in some locales shows an amount typed as `3.10` once it read it as the 3rd of October
    /// (`46298`): the row loads with it, and the person is asked to check it (a warning).
    public static let serialDayAmount: Code = "serial-day-amount"
    /// A Categories name no row names, while rows of other tabs name one no category has that
    /// it is a letter or two from (`Grocries` beside sixteen rows of `Groceries`): the typo is
    /// likely the one name, not the many rows; its fix renames the category (an error).
    public static let misspelledCategory: Code = "misspelled-category"
    /// A Categories name that is an earlier row's in another case (`food` beside `Food`):
    /// names are case-sensitive, so it is a second category, with the earlier name as the
    /// suggestion (a warning).
    public static let caseTwin: Code = "case-twin"
    /// A Transactions row typed without an id whose cells are an earlier typed row's, as a row
    /// pasted twice is: both are added, and the person is asked whether they are one entry (a
    /// warning).
    public static let typedTwice: Code = "typed-twice"
    /// A number cell of a workbook (an amount, a count, a year) formatted as a date or time,
    /// which shows it as one: the number the cell holds is read (a warning).
    public static let numberFormattedAsDate: Code = "number-formatted-as-date"
    /// The columns a person added, times the rows, hold more cells than Google Sheets holds in
    /// a whole spreadsheet: the tab is rejected as a whole (an error).
    public static let tooManyCells: Code = "too-many-cells"
    /// A date or timestamp outside the years 1900 to 2199, as a date of another calendar
    /// reads (a Thai Buddhist `2566`, a Persian `1401`) or a mistyped year: the row is
    /// rejected, with the Gregorian date as the fix when the year is another calendar's (an
    /// error).
    public static let dateOutOfRange: Code = "date-out-of-range"
    /// A tab names no export (its `exportId:` header cell is gone), and its rows are those of
    /// an earlier export the store keeps rather than the last: the merge compares it with that
    /// export (a note).
    public static let exportByRows: Code = "export-by-rows"
    /// Columns no cell settled the reading of (the decimal separator of `1.572`, the day/month
    /// order of `05/01/2025`) are read the other way, under which more of the sheet's rows are
    /// as stored (a note of `merge`).
    public static let readingByRows: Code = "reading-by-rows"
  }
}
