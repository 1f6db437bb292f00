import Simulation
import XCTest

final class SimulationTests: XCTestCase {}
