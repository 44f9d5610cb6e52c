import Foundation

public struct Square: Hashable, Sendable {
    public let side: Double

    public init(side: Double) {
        self.side = side
    }

    public var area: Double { side * side }
}

public enum Drawing {
    public static func save(_ square: Square) {
        FileManager.default.createFile(atPath: "square.txt", contents: Data("\(square.area)".utf8))
    }
}
