import Testing

@testable import SheetXLSX

/// An .ods date cell whose value holds a time of day reads as the date when its style shows
/// the date alone, wherever the writer keeps that style (LibreOffice: `content.xml`; Gnumeric:
/// `styles.xml`) and however the cell gets it (its own style, its column's or row's default, a
/// parent style); otherwise, as before, as a date and time.
@Suite("SheetXLSX: .ods date styles")
struct ODSDateStyleTests {
  /// A date style showing the date alone, named `D`.
  static let dateAlone = """
    <number:date-style style:name="D"><number:year number:style="long"/><number:text>-\
    </number:text><number:month number:style="long"/><number:text>-</number:text>\
    <number:day number:style="long"/></number:date-style>
    """
  /// A date style showing the date and the time, named `T`.
  static let dateAndTime = """
    <number:date-style style:name="T"><number:year/><number:text>-</number:text><number:month/>\
    <number:text>-</number:text><number:day/><number:text> </number:text><number:hours/>\
    <number:text>:</number:text><number:minutes/></number:date-style>
    """
  /// A date style showing the date and whether it is morning, named `P`.
  static let dateAndAMPM = """
    <number:date-style style:name="P"><number:day/><number:text> </number:text><number:am-pm/>\
    </number:date-style>
    """
  /// Cell styles: `dateCell` shows `D`, `timeCell` shows `T`, `ampmCell` shows `P`, `child`
  /// inherits `dateCell`'s, `plain` has no data style.
  static let cellStyles = """
    <style:style style:name="dateCell" style:family="table-cell" style:data-style-name="D"/>\
    <style:style style:name="timeCell" style:family="table-cell" style:data-style-name="T"/>\
    <style:style style:name="ampmCell" style:family="table-cell" style:data-style-name="P"/>\
    <style:style style:name="child" style:family="table-cell" style:parent-style-name="dateCell"/>\
    <style:style style:name="plain" style:family="table-cell"/>
    """

  /// A row of one date cell holding 2025-01-05 10:30, its attributes `attributes`.
  static func row(_ attributes: String = "", cell: String = "") -> String {
    """
    <table:table-row \(attributes)><table:table-cell \(cell) office:value-type="date" \
    office:date-value="2025-01-05T10:30:00"><text:p>shown</text:p></table:table-cell>\
    </table:table-row>
    """
  }

  /// The value of every date cell of ``row(_:cell:)``.
  static let morning = CivilDateTime(
    year: 2025, month: 1, day: 5, millisecondOfDay: (10 * 60 + 30) * 60_000)

  @Test(
    "The cell's style, found as the writer keeps it, decides whether its time is shown",
    arguments: [
      (row(cell: #"table:style-name="dateCell""#), false, false),
      (row(cell: #"table:style-name="dateCell""#), true, false),
      (row(cell: #"table:style-name="timeCell""#), false, true),
      (row(cell: #"table:style-name="ampmCell""#), false, true),
      (row(cell: #"table:style-name="child""#), false, false),
      (row(cell: #"table:style-name="plain""#), false, true),
      (row(cell: #"table:style-name="missing""#), false, true),
      (row(), false, true),
      (
        #"<table:table-column table:default-cell-style-name="dateCell"/>"# + row(), false,
        false
      ),
      (
        #"<table:table-column table:default-cell-style-name="dateCell"/>"#
          + row(cell: #"table:style-name="timeCell""#), false, true
      ),
      (row(#"table:default-cell-style-name="dateCell""#), false, false),
    ] as [(String, Bool, Bool)])
  func dateStyles(sheet: String, stylesInStylesXML: Bool, showsTime: Bool) throws {
    let dataStyles = Self.dateAlone + Self.dateAndTime + Self.dateAndAMPM
    let file = HandMadeODS(
      automaticStyles: stylesInStylesXML ? Self.cellStyles : dataStyles + Self.cellStyles,
      stylesXML: stylesInStylesXML
        ? """
        <?xml version="1.0" encoding="UTF-8"?>
        <office:document-styles \(HandMadeODS.namespaces)><office:styles>\(dataStyles)\
        </office:styles></office:document-styles>
        """ : nil,
      sheet: sheet)
    let value: SheetCell.Value = showsTime ? .dateTime(Self.morning) : .date(Self.morning)
    #expect(try file.read().get()[1] == [SheetCell(column: 0, value: value, shownText: "shown")])
  }

  @Test("A column's default style is found past columns repeated before it")
  func columnAfterRepeats() throws {
    let file = HandMadeODS(
      automaticStyles: Self.dateAlone + Self.cellStyles,
      sheet: """
        <table:table-column table:number-columns-repeated="2"/>\
        <table:table-column table:default-cell-style-name="dateCell"/>\
        <table:table-column table:number-columns-repeated="16384"/>\
        <table:table-row><table:table-cell table:number-columns-repeated="2"/>\
        <table:table-cell office:value-type="date" office:date-value="2025-01-05T10:30:00">\
        <text:p>2025-01-05</text:p></table:table-cell></table:table-row>
        """)
    #expect(
      try file.read().get()[1] == [
        SheetCell(column: 2, value: .date(Self.morning), shownText: "2025-01-05")
      ])
  }

  @Test("Cells of different styles side by side each read by their own")
  func stylesSideBySide() throws {
    let cell = { (style: String) in
      """
      <table:table-cell table:style-name="\(style)" office:value-type="date" \
      office:date-value="2025-01-05T10:30:00"><text:p>shown</text:p></table:table-cell>
      """
    }
    let file = HandMadeODS(
      automaticStyles: Self.dateAlone + Self.dateAndTime + Self.cellStyles,
      sheet: "<table:table-row>"
        + ["dateCell", "dateCell", "timeCell", "dateCell"].map(cell).joined()
        + "</table:table-row>")
    #expect(
      try file.read().get()[1] == [
        SheetCell(column: 0, value: .date(Self.morning), shownText: "shown"),
        SheetCell(column: 1, value: .date(Self.morning), shownText: "shown"),
        SheetCell(column: 2, value: .dateTime(Self.morning), shownText: "shown"),
        SheetCell(column: 3, value: .date(Self.morning), shownText: "shown"),
      ])
  }

  @Test("A date without a time reads as a date whatever its style")
  func dateWithoutTime() throws {
    let file = HandMadeODS(
      automaticStyles: Self.dateAndTime + Self.cellStyles,
      sheet: """
        <table:table-row><table:table-cell table:style-name="timeCell" office:value-type="date" \
        office:date-value="2025-01-05"><text:p>2025-01-05</text:p></table:table-cell>\
        </table:table-row>
        """)
    let midnight = CivilDateTime(year: 2025, month: 1, day: 5)
    #expect(
      try file.read().get()[1] == [
        SheetCell(column: 0, value: .date(midnight), shownText: "2025-01-05")
      ])
  }
}
