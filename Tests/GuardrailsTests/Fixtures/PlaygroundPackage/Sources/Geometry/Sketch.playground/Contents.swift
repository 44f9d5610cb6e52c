// SwiftPM never compiles a playground inside a target's folder.
import Geometry
import UIKit

let square = Square(side: 2)
