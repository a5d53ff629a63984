import Foundation
import Testing
import TimerMaskCore
import TimerMaskSwift

/// Swift's string literals read as the compiler reads them (issue 44, point 3): `"\u{1F525} 7 days"`
/// is a flame and the words, not the characters `\u{1F525}`.
struct StringEscapeTests {
    func strings(_ lines: [String], before: String = "") throws -> [String] {
        try FoundationDatesTests().strings(lines, before: before)
    }

    @Test func escapesAreDecodedAsSwiftDecodesThem() throws {
        let lines = [
            #""\u{1F525} 7 days""#,
            #""a\tb""#,
            #""say \"hi\"""#,
            #""back\\slash""#,
            #""nul\0end""#,
            #""\\n is not a newline""#,
            #""it\'s""#,
            #""\u{48}\u{49}""#,
        ]
        #expect(try strings(lines) == ["\u{1F525} 7 days", "a\tb", "say \"hi\"", "back\\slash", "nul\0end",
                                       "\\n is not a newline", "it's", "HI"])
    }

    @Test func interpolatedLiteralsDecodeEachTextSegment() throws {
        #expect(try strings([#""\u{1F525} \(7) days\u{2022}\(1 + 1)\t!""#]) == ["\u{1F525} 7 days\u{2022}2\t!"])
    }

    @Test func rawStringsKeepTheirBackslashesAndInterpolateWithTheirDelimiter() throws {
        #expect(try strings(["#\"C:\\\\temp\\n\"#", "##\"a\\#(1)b\"##", "#\"x\\#(2 * 3)y\\(1)\"#"])
                == ["C:\\\\temp\\n", "a\\#(1)b", "x6y\\(1)"])
    }

    @Test func multiLineLiteralsJoinWithoutTheirIndentation() throws {
        let source = "\"\"\"\n    Line one\n      indented \\u{1F525}\n    last \\\n    joined\n    \"\"\""
        #expect(try strings([source]) == ["Line one\n  indented \u{1F525}\nlast joined"])
    }

    /// A `@AppStorage` key, a widget's `kind` and a `#Preview`'s name are literals too.
    @Test func aLiteralsValueIsTheSameWhereverItIsRead() throws {
        let before = """
        struct Holder { static let label = "tab\\there" }
        """
        #expect(try strings(["Holder.label"], before: before) == ["tab\there"])
    }
}

/// A NaN prints as an iPhone prints it (issue 44, point 6): arm64's NaNs are positive, "nan",
/// where this machine's x86 0/0 is negative and printed "-nan".
struct NotANumberTests {
    @Test func aComputedNaNReadsNanAsOnAnIPhone() throws {
        let lines = [#""\(0.0 / 0.0)""#, #""\(sqrt(-1.0))""#, #"String(format: "%.1f", 0.0 / 0.0)"#, #""\(Double.infinity - Double.infinity)""#]
        #expect(try FoundationDatesTests().strings(lines) == ["nan", "nan", "nan", "nan"])
    }
}
