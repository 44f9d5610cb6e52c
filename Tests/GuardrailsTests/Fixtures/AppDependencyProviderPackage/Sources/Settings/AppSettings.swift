protocol AppSettings: AnyObject {
    var showsFavicons: Bool { get set }
    var restoresTabsOnLaunch: Bool { get set }
}
