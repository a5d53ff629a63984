import Testing
import TimerMaskCore
@testable import TimerMaskRender

/// The renderer's memory of sizes that never change with time: an answer only for the exact
/// view, modifier level, proposal and GeometryReader size it was laid out for, and bounded.
struct LastingSizesTests {
    let offer = ProposedViewSize(width: 170, height: nil)

    @Test func aSizeIsRecalledOnlyForTheSameViewLevelProposalAndGeometry() {
        var sizes = LastingSizes()
        sizes.remember(view: 3, level: 1, offer, geo: nil, ViewSize(width: 10, height: 20))
        #expect(sizes.size(view: 3, level: 1, offer, geo: nil) == ViewSize(width: 10, height: 20))
        #expect(sizes.size(view: 2, level: 1, offer, geo: nil) == nil)
        #expect(sizes.size(view: 4, level: 1, offer, geo: nil) == nil)
        #expect(sizes.size(view: 3, level: 0, offer, geo: nil) == nil)
        #expect(sizes.size(view: 3, level: 1, ProposedViewSize(width: 170, height: 170), geo: nil) == nil)
        #expect(sizes.size(view: 3, level: 1, ProposedViewSize(width: nil, height: nil), geo: nil) == nil)
        #expect(sizes.size(view: 3, level: 1, offer, geo: ViewSize(width: 170, height: 170)) == nil)
        sizes.remember(view: 3, level: 1, offer, geo: ViewSize(width: 170, height: 170), ViewSize(width: 5, height: 6))
        #expect(sizes.size(view: 3, level: 1, offer, geo: ViewSize(width: 170, height: 170)) == ViewSize(width: 5, height: 6))
        #expect(sizes.size(view: 3, level: 1, offer, geo: nil) == ViewSize(width: 10, height: 20))
    }

    @Test func aViewOfferedEverNewProposalsKeepsOnlyItsLatestAnswers() {
        var sizes = LastingSizes()
        sizes.remember(view: 0, level: 0, offer, geo: nil, ViewSize(width: 1, height: 1))
        for k in 0..<LastingSizes.perViewLimit {
            sizes.remember(view: 7, level: 0, ProposedViewSize(width: Double(k), height: nil), geo: nil, ViewSize(width: Double(k), height: 1))
        }
        #expect(sizes.size(view: 7, level: 0, ProposedViewSize(width: 0, height: nil), geo: nil) == ViewSize(width: 0, height: 1))
        // One more than a view may keep: its older answers go, other views' stay.
        sizes.remember(view: 7, level: 0, ProposedViewSize(width: 1000, height: nil), geo: nil, ViewSize(width: 1000, height: 1))
        #expect(sizes.size(view: 7, level: 0, ProposedViewSize(width: 0, height: nil), geo: nil) == nil)
        #expect(sizes.size(view: 7, level: 0, ProposedViewSize(width: 1000, height: nil), geo: nil) == ViewSize(width: 1000, height: 1))
        #expect(sizes.size(view: 0, level: 0, offer, geo: nil) == ViewSize(width: 1, height: 1))
    }

    @Test func pastTheLimitEverythingIsForgotten() {
        var sizes = LastingSizes()
        let views = LastingSizes.limit / LastingSizes.perViewLimit
        for view in 0..<views {
            for k in 0..<LastingSizes.perViewLimit {
                sizes.remember(view: view, level: k, offer, geo: nil, ViewSize(width: Double(view), height: Double(k)))
            }
        }
        #expect(sizes.size(view: 0, level: 0, offer, geo: nil) == ViewSize(width: 0, height: 0))
        sizes.remember(view: views, level: 0, offer, geo: nil, ViewSize(width: 9, height: 9))
        #expect(sizes.size(view: 0, level: 0, offer, geo: nil) == nil)
        #expect(sizes.size(view: views, level: 0, offer, geo: nil) == ViewSize(width: 9, height: 9))
    }
}
