public enum Video {
    public static let name = "Video"
}
