import Foundation
import Testing
import TimerMaskCore
import TimerMaskLoader
import TimerMaskSwift

/// Each construct the importer understands, alone, against the scene a scene file would hold.
struct ConstructTests {
    static let options = SwiftWidgetOptions(width: 100, height: 100, displayScale: 1, launchSkew: Rational(1, 100))
    static let R = SceneDefaults.reference

    func scene(_ source: String, _ options: SwiftWidgetOptions = ConstructTests.options) throws -> SceneNode {
        try SwiftWidgetSource.parse(source).scene(options).root
    }

    func timer(_ offset: Seconds, group: String = "frames") -> TextPiece {
        .timer(TimerSpec(date: .relative(offset), group: group))
    }

    @Test func timerTextInAGeometryReaderReadsTheWidgetSize() throws {
        let root = try scene("""
        struct V: View {
            var body: some View {
                GeometryReader { geo in
                    let s = max(geo.size.width, geo.size.height)
                    Text(Date() - 60, style: .timer)
                        .font(.custom("BlinkMask", size: s))
                        .frame(width: s * 9, height: s)
                        .multilineTextAlignment(.trailing)
                        .offset(x: -s * 8)
                }
                .clipped()
            }
        }
        """)
        let text = SceneNode(.text(TextContent(runs: [timer(Rational(-60))], font: FontReference.builtInBlinkMask, size: 100,
                                               alignment: .trailing, color: .system("primary"))),
                             [.frame(width: SceneLength(900), height: SceneLength(100), alignment: .center),
                              .offset(x: SceneLength(-800), y: SceneLength(0))])
        #expect(root == SceneNode(.geometryReader(children: [text]), [.clipped]))
    }

    @Test func textPlusTextKeepsBothRunsLive() throws {
        let root = try scene("""
        struct V: View {
            let start = Date() - 300
            var body: some View {
                (Text("00:0") + Text(start, style: .timer)).font(.custom("BlinkMask-Regular", size: 20))
            }
        }
        """)
        guard case .text(let content) = root.content else { Issue.record("not a text: \(root)"); return }
        #expect(content.runs == [.literal("00:0"), timer(Rational(-300))])
        #expect(content.size == 20)
    }

    @Test func staticLetWithDateReadsTheLaunchMoment() throws {
        let root = try scene("""
        struct V: View {
            static let launched = Date()
            var body: some View { Text(Self.launched, style: .timer).font(.custom("BlinkMask", size: 10)) }
        }
        """)
        guard case .text(let content) = root.content else { Issue.record("not a text"); return }
        #expect(content.runs == [timer(Rational(-1, 100))])
    }

    @Test func extensionMethodWithDefaultArgumentsAndInterpolatedFontNames() throws {
        let root = try scene("""
        extension View {
            func square(_ side: CGFloat, inset: CGFloat = 2) -> some View { self.frame(width: side - inset, height: side - inset) }
        }
        struct V: View {
            var body: some View {
                ZStack {
                    ForEach([1, 3], id: \\.self) { k in
                        Text(Date() + Double(k) / 8, style: .timer)
                            .font(.custom("FrameFont\\(k)-Regular", size: 10))
                            .square(10)
                    }
                }
            }
        }
        """)
        let expected = [1, 3].map { k in
            SceneNode(.text(TextContent(runs: [timer(Rational(Int128(k), 8))], font: FontReference.builtInFrameFont(k), size: 10,
                                        color: .system("primary"))),
                      [.frame(width: SceneLength(8), height: SceneLength(8), alignment: .center)])
        }
        #expect(root == SceneNode(.zStack(alignment: .center, children: expected)))
    }

    @Test func ifAndSwitchExpressionsAndStringFormat() throws {
        let root = try scene("""
        enum Corner { case top, bottom }
        struct V: View {
            var corner: Corner = .bottom
            var body: some View {
                let y: CGFloat = switch corner {
                case .top: -10
                case .bottom: 10
                }
                let name = if y > 0 { String(format: "FrameFont%d-Regular", 2) } else { "BlinkMask" }
                Text(String(format: "%02d", 7)).font(.custom(name, size: 12)).offset(y: y)
            }
        }
        """)
        #expect(root == SceneNode(.text(TextContent(runs: [.literal("07")], font: FontReference.builtInFrameFont(2), size: 12, color: .system("primary"))),
                                  [.offset(x: SceneLength(0), y: SceneLength(10))]))
    }

    @Test func customShapeBuildsItsPathInTheFrameItIsGiven() throws {
        let root = try scene("""
        struct Wedge: Shape {
            var degrees: Double
            func path(in rect: CGRect) -> Path {
                var p = Path()
                p.move(to: CGPoint(x: rect.midX, y: rect.midY))
                p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
                         startAngle: .degrees(0), endAngle: .degrees(degrees), clockwise: false)
                p.closeSubpath()
                return p
            }
        }
        struct V: View {
            var body: some View { Wedge(degrees: 90).fill(Color.red).frame(width: 40, height: 20) }
        }
        """)
        let path: [PathElement] = [.move(to: ScenePoint(20, 10)),
                                   .arc(center: ScenePoint(20, 10), radius: SceneLength(20), startDegrees: 0, endDegrees: 90, clockwise: false),
                                   .close]
        #expect(root == SceneNode(.shape(.path(path), .fill(.system("red"))), [.frame(width: SceneLength(40), height: SceneLength(20), alignment: .center)]))
    }

    @Test func clockHandEffectUnderItsWrappersNames() throws {
        for call in [".clockHandRotationEffect(period: .custom(2))", "._clockHandRotationEffect(.custom(2), in: .current, anchor: .center)"] {
            let root = try scene("struct V: View { var body: some View { Rectangle()\(call) } }")
            #expect(root == SceneNode(.shape(.rectangle, .fill(.system("primary"))), [.clockHandRotation(ClockHandRotation(period: Rational(2)))]))
        }
        let hour = try scene("struct V: View { var body: some View { Color.red.clockHandRotationEffect(period: .hourHand) } }")
        #expect(hour == SceneNode(.color(.system("red")), [.clockHandRotation(ClockHandRotation(period: Rational(43200)))]))
    }

    @Test func imagesFromFramesAndMemberwiseInitWithLets() throws {
        var options = Self.options
        options.lets = ["entry.customFrames": .frames, "FrameStorage.frameCount": .int(3)]
        options.frameCount = 3
        let root = try scene("""
        struct Entry { let date: Date; let customFrames: [UIImage]? }
        struct V: View {
            var entry: Entry
            var body: some View {
                if let frames = entry.customFrames {
                    ZStack {
                        ForEach(0..<FrameStorage.frameCount, id: \\.self) { i in
                            Image(uiImage: frames[i]).resizable().scaledToFill().frame(width: 100, height: 100).clipped().opacity(0.5)
                        }
                    }
                }
            }
        }
        """, options)
        let children = (0..<3).map { i in
            SceneNode(.image(name: "frame:\(i)", contentMode: .fill),
                      [.frame(width: SceneLength(100), height: SceneLength(100), alignment: .center), .clipped, .opacity(0.5)])
        }
        #expect(root == SceneNode(.zStack(alignment: .center, children: children)))
    }

    @Test func aWidgetPicksItsViewAndEverythingElseIsOnlyParsed() throws {
        let source = try SwiftWidgetSource.parse("""
        struct Provider: TimelineProvider {
            func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> ()) { fatalError() }
        }
        struct Other: View { var body: some View { Color.red } }
        struct Shown: View { var body: some View { Color.blue } }
        struct MyWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "w", provider: Provider()) { entry in Shown() }
            }
        }
        #Preview { Other() }
        """)
        // The widget's view, inside the widget WidgetKit draws around it: the system background
        // behind (the view declares no container background), the view within the content margins.
        let root = try source.scene(Self.options).root
        guard case .zStack(.center, let children) = root.content, children.count == 2 else { Issue.record("\(root)"); return }
        #expect(children[0].content == .color(.system("systemBackground")))
        #expect(children[1] == SceneNode(.color(.system("blue")), [.padding(edges: .all, length: SceneLength(16))]))
    }
}
