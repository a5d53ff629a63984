import Testing
@testable import TimerMaskCore

struct RationalTests {
    @Test func fifteenthsAddedAThousandTimesStayExact() {
        var t = Rational.zero
        for _ in 0..<1000 { t += Rational(1, 15) }
        #expect(t == Rational(200, 3))
        #expect(t.floor == 66)
    }

    @Test func reducesAndKeepsDenominatorPositive() {
        let r = Rational(6, -4)
        #expect(r.numerator == -3)
        #expect(r.denominator == 2)
    }

    @Test func floorAndCeilOfNegativeValues() {
        #expect(Rational(-1, 4).floor == -1)
        #expect(Rational(-1, 4).ceil == 0)
        #expect(Rational(-2).floor == -2)
        #expect(Rational(-2).ceil == -2)
        #expect(Rational(7, 2).roundedHalfUp == 4)
        #expect(Rational(-7, 2).roundedHalfUp == -3)
    }

    @Test func moduloIsAlwaysInRange() {
        #expect(Rational(-1, 15).modulo(Rational(2)) == Rational(29, 15))
        #expect(Rational(4).modulo(Rational(2)) == .zero)
        #expect(Rational(61, 3).modulo(Rational(2)) == Rational(1, 3))
    }

    @Test func comparesLargeEpochValuesWithoutOverflow() {
        let a = Rational(1_795_000_000) + Rational(1, 1_000_000_000)
        let b = Rational(1_795_000_000) + Rational(1, 15)
        #expect(a < b)
        #expect(!(b < a))
    }

    @Test func decimalStringRoundsAndTrims() {
        #expect(Rational(1, 15).decimalString(maxFractionDigits: 6) == "0.066667")
        #expect(Rational(-1, 4).decimalString() == "-0.25")
        #expect(Rational(3).decimalString() == "3")
    }
}
