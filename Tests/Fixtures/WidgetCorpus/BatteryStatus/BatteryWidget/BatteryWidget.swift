import WidgetKit
import SwiftUI

struct BatteryEntry: TimelineEntry {
    let date: Date
    let devices: [Device]
}

struct BatteryProvider: TimelineProvider {
    func placeholder(in context: Context) -> BatteryEntry {
        BatteryEntry(date: .now, devices: Device.samples)
    }

    func getSnapshot(in context: Context, completion: @escaping (BatteryEntry) -> Void) {
        completion(BatteryEntry(date: .now, devices: Device.samples))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<BatteryEntry>) -> Void) {
        completion(Timeline(entries: [BatteryEntry(date: .now, devices: Device.samples)],
                            policy: .after(.now.addingTimeInterval(15 * 60))))
    }
}

struct DeviceGauge: View {
    let device: Device

    var body: some View {
        VStack(spacing: 6) {
            Gauge(value: device.level ?? 0) {
                Image(systemName: device.kind.symbolName)
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(device.tint)
            .opacity(device.level == nil ? 0.4 : 1)

            Label {
                Text(device.level.map { "\(Int(($0 * 100).rounded()))%" } ?? "–")
            } icon: {
                if device.isCharging {
                    Image(systemName: "bolt.fill")
                }
            }
            .labelStyle(.titleAndIcon)
            .font(.caption2)
            .accessibilityLabel("\(device.name), \(String(describing: device.kind))")
        }
    }
}

struct BatteryEntryView: View {
    let entry: BatteryEntry

    var body: some View {
        HStack {
            ForEach(entry.devices) { device in
                DeviceGauge(device: device)
                    .frame(maxWidth: .infinity)
            }
        }
        .modifier(BatteryBackground())
    }
}

struct BatteryBackground: ViewModifier {
    func body(content: Content) -> some View {
        if #available(iOS 17.0, *) {
            content.containerBackground(Color(.systemBackground), for: .widget)
        } else {
            content.padding().background(Color(.systemBackground))
        }
    }
}

@main
struct BatteryWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Batteries", provider: BatteryProvider()) { entry in
            BatteryEntryView(entry: entry)
        }
        .configurationDisplayName("Batteries")
        .description("Your devices' charge.")
        .supportedFamilies([.systemMedium])
    }
}

#Preview(as: .systemMedium) {
    BatteryWidget()
} timeline: {
    BatteryEntry(date: .now, devices: Device.samples)
}
