import PropertyBased
import Testing

@testable import ExpenseSheets

@Suite("One scan of a text cell's bytes")
struct TextScanTests {
  @Test("The scan finds what a byte-by-byte check finds, whatever the delimiter")
  func agreesWithBytes() async {
    let bytes = Gen.oneOf(
      Gen.uint8(),
      Gen.element(of: Array("0123456789/:\",;\r\n ".utf8) + [0x80, 0xB0, 0xB9, 0xC3, 0xFF])
        .map { $0! }
    ).array(of: 0...40)
    let delimiter = Gen.element(of: Array(",;\t| a0".utf8)).map { $0! }
    await propertyCheck(count: 5_000, input: bytes, delimiter) { bytes, delimiter in
      bytes.withUnsafeBytes { raw in
        let scan = TextScan(raw, delimiter: delimiter)
        #expect(scan.isASCII == bytes.allSatisfy { $0 < 0x80 })
        #expect(scan.holdsDigit == bytes.contains { $0 >= 0x30 && $0 <= 0x39 })
        #expect(
          scan.holdsCSVSpecialByte
            == bytes.contains { $0 == delimiter || $0 == 0x22 || $0 == 0x0D || $0 == 0x0A })
      }
    }
  }
}
