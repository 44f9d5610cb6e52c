import Foundation

/// Serializes report objects as stable, pretty-printed JSON text.
public enum JSONText {
    public static func from(_ object: [String: Any]) -> String {
        let options: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: options) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
