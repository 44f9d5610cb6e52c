import Audio
import Video

public struct Host: Sendable {
    public init() {}

    public var modules: [String] { [Audio.name, Video.name] }
}
