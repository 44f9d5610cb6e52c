// A folder no target includes.
import UIKit

final class LegacyCircle: UIView {}
