import Foundation
import Testing

/// The README shows ReadmeSnippet.swift as users should copy it; this keeps the two the same.
@Test func theReadmeShowsTheSnippetThatIsCompiledHereVerbatim() throws {
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let snippet = try String(contentsOf: here.appendingPathComponent("ReadmeSnippet.swift"), encoding: .utf8)
    let readme = try String(contentsOf: here.appendingPathComponent("../../README.md").standardizedFileURL, encoding: .utf8)
    #expect(readme.contains("```swift\n" + snippet + "```\n"),
            "README.md must show Tests/TimerMaskReadmeTests/ReadmeSnippet.swift verbatim in a ```swift block")
}

/// The snapshot-testing example in the README is compiled in TimerMaskSnapshotTestingTests.
@Test func theReadmeShowsTheSnapshotExampleThatIsCompiledVerbatim() throws {
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let snippet = try String(contentsOf: here.appendingPathComponent("../TimerMaskSnapshotTestingTests/ReadmeSnapshotSnippet.swift").standardizedFileURL, encoding: .utf8)
    let readme = try String(contentsOf: here.appendingPathComponent("../../README.md").standardizedFileURL, encoding: .utf8)
    #expect(readme.contains("```swift\n" + snippet + "```\n"),
            "README.md must show Tests/TimerMaskSnapshotTestingTests/ReadmeSnapshotSnippet.swift verbatim in a ```swift block")
}
