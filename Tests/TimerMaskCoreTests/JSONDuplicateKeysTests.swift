import Foundation
import Testing
import TimerMaskCore

/// The first key a JSON object repeats, with its object's path (issue 44, point 6).
struct JSONDuplicateKeysTests {
    func first(_ json: String) -> String? {
        JSONDuplicateKeys.first(in: Data(json.utf8)).map { "\($0.key) at '\($0.path)'" }
    }

    @Test func theFirstRepeatedKeyIsFoundWithItsPath() {
        #expect(first(#"{"a": 1, "b": 2, "a": 3}"#) == "a at ''")
        #expect(first(#"{"a": {"x": 1, "x": 2}}"#) == "x at '.a'")
        #expect(first(#"[0, "s", {"k": [1, {"y": 0, "y": 1}]}]"#) == "y at '[2].k[1]'")
        #expect(first(#"{"a\u0062": 1, "ab": 2}"#) == "ab at ''")
    }

    @Test func keysRepeatedOnlyAcrossObjectsOrAsValuesAreNoRepeat() {
        #expect(first(#"{"a": {"a": "a"}, "b": [{"a": 1}, {"a": 2}], "c": "a"}"#) == nil)
        #expect(first(#"{"q": "with \"quotes\", and {braces}: [", "r": "a"}"#) == nil)
        #expect(first(#"[1, 2, 3]"#) == nil)
        #expect(first("12") == nil)
    }
}
