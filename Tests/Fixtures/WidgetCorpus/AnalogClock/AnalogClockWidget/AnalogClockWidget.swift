//
//  AnalogClockWidget.swift
//  AnalogClockWidget
//
//  A dial whose hands turn by themselves: iOS turns a view given the clock-hand
//  rotation effect from the wall clock, so the widget needs one entry a day.
//

import WidgetKit
import SwiftUI

struct ClockEntry: TimelineEntry {
    let date: Date
    let timeZone: TimeZone
}

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> ClockEntry {
        ClockEntry(date: Date(), timeZone: .current)
    }

    func getSnapshot(in context: Context, completion: @escaping (ClockEntry) -> ()) {
        completion(ClockEntry(date: Date(), timeZone: .current))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ClockEntry>) -> ()) {
        let midnight = Calendar.current.startOfDay(for: Date()).addingTimeInterval(86_400)
        let timeline = Timeline(entries: [ClockEntry(date: Date(), timeZone: .current)], policy: .after(midnight))
        completion(timeline)
    }
}

/// One hand: a capsule from the centre upwards, turned about the dial's centre.
struct Hand: View {
    let length: CGFloat
    let width: CGFloat
    let color: Color

    var body: some View {
        Capsule()
            .fill(color)
            .frame(width: width, height: length)
            .offset(y: -length / 2)
    }
}

struct AnalogClockWidgetEntryView: View {
    let entry: ClockEntry
    private let secondHandColor: Color

    init(entry: ClockEntry) {
        self.entry = entry
        self.secondHandColor = Color(red: 71/255, green: 97/255, blue: 244/255)
    }

    var body: some View {
        GeometryReader { geo in
            let side = min(geo.size.width, geo.size.height)
            let radius = side / 2
            ZStack {
                ForEach(0..<12) { hour in
                    let angle = Double(hour) * M_PI / 6
                    Circle()
                        .fill(Color("HandColor"))
                        .frame(width: hour % 3 == 0 ? 6 : 3, height: hour % 3 == 0 ? 6 : 3)
                        .position(x: radius + (radius - 10) * CGFloat(sin(angle)),
                                  y: radius - (radius - 10) * CGFloat(cos(angle)))
                }

                Hand(length: radius * 0.5, width: 5, color: Color("HandColor"))
                    ._clockHandRotationEffect(.hourHand, in: entry.timeZone, anchor: .center)
                Hand(length: radius * 0.75, width: 3, color: Color("HandColor"))
                    ._clockHandRotationEffect(.minuteHand, in: entry.timeZone, anchor: .center)
                Hand(length: radius * 0.85, width: 1.5, color: secondHandColor)
                    ._clockHandRotationEffect(.secondHand, in: entry.timeZone, anchor: .center)

                Circle()
                    .fill(secondHandColor)
                    .frame(width: 6, height: 6)
            }
            .frame(width: side, height: side)
            .frame(width: geo.size.width, height: geo.size.height)
        }
        .containerBackground(Color("DialColor"), for: .widget)
    }
}

struct AnalogClockWidget: Widget {
    let kind: String = "AnalogClockWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: Provider()) { entry in
            AnalogClockWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("Analog Clock")
        .description("A clock whose hands keep moving.")
        .supportedFamilies([.systemSmall])
        .contentMarginsDisabled()
    }
}

#Preview(as: .systemSmall) {
    AnalogClockWidget()
} timeline: {
    ClockEntry(date: .now, timeZone: TimeZone(identifier: "UTC")!)
}
