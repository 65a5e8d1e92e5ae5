import Foundation

// NSDimension subclasses of Apple's NSUnit.h (iOS 10.0; UnitInformationStorage and the Duration/Frequency
// units marked there iOS 13.0), as Swift imports them.

/// Units of acceleration (`NSUnitAcceleration`).
@objc(NSUnitAcceleration)
open class UnitAcceleration: Dimension, @unchecked Sendable {
    public override init(symbol: String, converter: UnitConverter) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open class var metersPerSecondSquared: UnitAcceleration { fatalError() }
    open class var gravity: UnitAcceleration { fatalError() }
}

/// Units of angle (`NSUnitAngle`).
@objc(NSUnitAngle)
open class UnitAngle: Dimension, @unchecked Sendable {
    public override init(symbol: String, converter: UnitConverter) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open class var degrees: UnitAngle { fatalError() }
    open class var arcMinutes: UnitAngle { fatalError() }
    open class var arcSeconds: UnitAngle { fatalError() }
    open class var radians: UnitAngle { fatalError() }
    open class var gradians: UnitAngle { fatalError() }
    open class var revolutions: UnitAngle { fatalError() }
}

/// Units of area (`NSUnitArea`).
@objc(NSUnitArea)
open class UnitArea: Dimension, @unchecked Sendable {
    public override init(symbol: String, converter: UnitConverter) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open class var squareMegameters: UnitArea { fatalError() }
    open class var squareKilometers: UnitArea { fatalError() }
    open class var squareMeters: UnitArea { fatalError() }
    open class var squareCentimeters: UnitArea { fatalError() }
    open class var squareMillimeters: UnitArea { fatalError() }
    open class var squareMicrometers: UnitArea { fatalError() }
    open class var squareNanometers: UnitArea { fatalError() }
    open class var squareInches: UnitArea { fatalError() }
    open class var squareFeet: UnitArea { fatalError() }
    open class var squareYards: UnitArea { fatalError() }
    open class var squareMiles: UnitArea { fatalError() }
    open class var acres: UnitArea { fatalError() }
    open class var ares: UnitArea { fatalError() }
    open class var hectares: UnitArea { fatalError() }
}

/// Units of concentrationMass (`NSUnitConcentrationMass`).
@objc(NSUnitConcentrationMass)
open class UnitConcentrationMass: Dimension, @unchecked Sendable {
    public override init(symbol: String, converter: UnitConverter) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open class var gramsPerLiter: UnitConcentrationMass { fatalError() }
    open class var milligramsPerDeciliter: UnitConcentrationMass { fatalError() }
    open class func millimolesPerLiter(withGramsPerMole gramsPerMole: Double) -> UnitConcentrationMass { fatalError() }
}

/// Units of dispersion (`NSUnitDispersion`).
@objc(NSUnitDispersion)
open class UnitDispersion: Dimension, @unchecked Sendable {
    public override init(symbol: String, converter: UnitConverter) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open class var partsPerMillion: UnitDispersion { fatalError() }
}

/// Units of duration (`NSUnitDuration`).
@objc(NSUnitDuration)
open class UnitDuration: Dimension, @unchecked Sendable {
    public override init(symbol: String, converter: UnitConverter) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open class var hours: UnitDuration { fatalError() }
    open class var minutes: UnitDuration { fatalError() }
    open class var seconds: UnitDuration { fatalError() }
    open class var milliseconds: UnitDuration { fatalError() }
    open class var microseconds: UnitDuration { fatalError() }
    open class var nanoseconds: UnitDuration { fatalError() }
    open class var picoseconds: UnitDuration { fatalError() }
}

/// Units of electricCharge (`NSUnitElectricCharge`).
@objc(NSUnitElectricCharge)
open class UnitElectricCharge: Dimension, @unchecked Sendable {
    public override init(symbol: String, converter: UnitConverter) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open class var coulombs: UnitElectricCharge { fatalError() }
    open class var megaampereHours: UnitElectricCharge { fatalError() }
    open class var kiloampereHours: UnitElectricCharge { fatalError() }
    open class var ampereHours: UnitElectricCharge { fatalError() }
    open class var milliampereHours: UnitElectricCharge { fatalError() }
    open class var microampereHours: UnitElectricCharge { fatalError() }
}

/// Units of electricCurrent (`NSUnitElectricCurrent`).
@objc(NSUnitElectricCurrent)
open class UnitElectricCurrent: Dimension, @unchecked Sendable {
    public override init(symbol: String, converter: UnitConverter) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open class var megaamperes: UnitElectricCurrent { fatalError() }
    open class var kiloamperes: UnitElectricCurrent { fatalError() }
    open class var amperes: UnitElectricCurrent { fatalError() }
    open class var milliamperes: UnitElectricCurrent { fatalError() }
    open class var microamperes: UnitElectricCurrent { fatalError() }
}

/// Units of electricPotentialDifference (`NSUnitElectricPotentialDifference`).
@objc(NSUnitElectricPotentialDifference)
open class UnitElectricPotentialDifference: Dimension, @unchecked Sendable {
    public override init(symbol: String, converter: UnitConverter) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open class var megavolts: UnitElectricPotentialDifference { fatalError() }
    open class var kilovolts: UnitElectricPotentialDifference { fatalError() }
    open class var volts: UnitElectricPotentialDifference { fatalError() }
    open class var millivolts: UnitElectricPotentialDifference { fatalError() }
    open class var microvolts: UnitElectricPotentialDifference { fatalError() }
}

/// Units of electricResistance (`NSUnitElectricResistance`).
@objc(NSUnitElectricResistance)
open class UnitElectricResistance: Dimension, @unchecked Sendable {
    public override init(symbol: String, converter: UnitConverter) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open class var megaohms: UnitElectricResistance { fatalError() }
    open class var kiloohms: UnitElectricResistance { fatalError() }
    open class var ohms: UnitElectricResistance { fatalError() }
    open class var milliohms: UnitElectricResistance { fatalError() }
    open class var microohms: UnitElectricResistance { fatalError() }
}

/// Units of energy (`NSUnitEnergy`).
@objc(NSUnitEnergy)
open class UnitEnergy: Dimension, @unchecked Sendable {
    public override init(symbol: String, converter: UnitConverter) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open class var kilojoules: UnitEnergy { fatalError() }
    open class var joules: UnitEnergy { fatalError() }
    open class var kilocalories: UnitEnergy { fatalError() }
    open class var calories: UnitEnergy { fatalError() }
    open class var kilowattHours: UnitEnergy { fatalError() }
}

/// Units of frequency (`NSUnitFrequency`).
@objc(NSUnitFrequency)
open class UnitFrequency: Dimension, @unchecked Sendable {
    public override init(symbol: String, converter: UnitConverter) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open class var terahertz: UnitFrequency { fatalError() }
    open class var gigahertz: UnitFrequency { fatalError() }
    open class var megahertz: UnitFrequency { fatalError() }
    open class var kilohertz: UnitFrequency { fatalError() }
    open class var hertz: UnitFrequency { fatalError() }
    open class var millihertz: UnitFrequency { fatalError() }
    open class var microhertz: UnitFrequency { fatalError() }
    open class var nanohertz: UnitFrequency { fatalError() }
    open class var framesPerSecond: UnitFrequency { fatalError() }
}

/// Units of fuelEfficiency (`NSUnitFuelEfficiency`).
@objc(NSUnitFuelEfficiency)
open class UnitFuelEfficiency: Dimension, @unchecked Sendable {
    public override init(symbol: String, converter: UnitConverter) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open class var litersPer100Kilometers: UnitFuelEfficiency { fatalError() }
    open class var milesPerImperialGallon: UnitFuelEfficiency { fatalError() }
    open class var milesPerGallon: UnitFuelEfficiency { fatalError() }
}

/// Units of informationStorage (`NSUnitInformationStorage`).
@objc(NSUnitInformationStorage)
open class UnitInformationStorage: Dimension, @unchecked Sendable {
    public override init(symbol: String, converter: UnitConverter) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open class var bytes: UnitInformationStorage { fatalError() }
    open class var bits: UnitInformationStorage { fatalError() }
    open class var nibbles: UnitInformationStorage { fatalError() }
    open class var yottabytes: UnitInformationStorage { fatalError() }
    open class var zettabytes: UnitInformationStorage { fatalError() }
    open class var exabytes: UnitInformationStorage { fatalError() }
    open class var petabytes: UnitInformationStorage { fatalError() }
    open class var terabytes: UnitInformationStorage { fatalError() }
    open class var gigabytes: UnitInformationStorage { fatalError() }
    open class var megabytes: UnitInformationStorage { fatalError() }
    open class var kilobytes: UnitInformationStorage { fatalError() }
    open class var yottabits: UnitInformationStorage { fatalError() }
    open class var zettabits: UnitInformationStorage { fatalError() }
    open class var exabits: UnitInformationStorage { fatalError() }
    open class var petabits: UnitInformationStorage { fatalError() }
    open class var terabits: UnitInformationStorage { fatalError() }
    open class var gigabits: UnitInformationStorage { fatalError() }
    open class var megabits: UnitInformationStorage { fatalError() }
    open class var kilobits: UnitInformationStorage { fatalError() }
    open class var yobibytes: UnitInformationStorage { fatalError() }
    open class var zebibytes: UnitInformationStorage { fatalError() }
    open class var exbibytes: UnitInformationStorage { fatalError() }
    open class var pebibytes: UnitInformationStorage { fatalError() }
    open class var tebibytes: UnitInformationStorage { fatalError() }
    open class var gibibytes: UnitInformationStorage { fatalError() }
    open class var mebibytes: UnitInformationStorage { fatalError() }
    open class var kibibytes: UnitInformationStorage { fatalError() }
    open class var yobibits: UnitInformationStorage { fatalError() }
    open class var zebibits: UnitInformationStorage { fatalError() }
    open class var exbibits: UnitInformationStorage { fatalError() }
    open class var pebibits: UnitInformationStorage { fatalError() }
    open class var tebibits: UnitInformationStorage { fatalError() }
    open class var gibibits: UnitInformationStorage { fatalError() }
    open class var mebibits: UnitInformationStorage { fatalError() }
    open class var kibibits: UnitInformationStorage { fatalError() }
}

/// Units of illuminance (`NSUnitIlluminance`).
@objc(NSUnitIlluminance)
open class UnitIlluminance: Dimension, @unchecked Sendable {
    public override init(symbol: String, converter: UnitConverter) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open class var lux: UnitIlluminance { fatalError() }
}

/// Units of mass (`NSUnitMass`).
@objc(NSUnitMass)
open class UnitMass: Dimension, @unchecked Sendable {
    public override init(symbol: String, converter: UnitConverter) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open class var kilograms: UnitMass { fatalError() }
    open class var grams: UnitMass { fatalError() }
    open class var decigrams: UnitMass { fatalError() }
    open class var centigrams: UnitMass { fatalError() }
    open class var milligrams: UnitMass { fatalError() }
    open class var micrograms: UnitMass { fatalError() }
    open class var nanograms: UnitMass { fatalError() }
    open class var picograms: UnitMass { fatalError() }
    open class var ounces: UnitMass { fatalError() }
    open class var pounds: UnitMass { fatalError() }
    open class var stones: UnitMass { fatalError() }
    open class var metricTons: UnitMass { fatalError() }
    open class var shortTons: UnitMass { fatalError() }
    open class var carats: UnitMass { fatalError() }
    open class var ouncesTroy: UnitMass { fatalError() }
    open class var slugs: UnitMass { fatalError() }
}

/// Units of power (`NSUnitPower`).
@objc(NSUnitPower)
open class UnitPower: Dimension, @unchecked Sendable {
    public override init(symbol: String, converter: UnitConverter) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open class var terawatts: UnitPower { fatalError() }
    open class var gigawatts: UnitPower { fatalError() }
    open class var megawatts: UnitPower { fatalError() }
    open class var kilowatts: UnitPower { fatalError() }
    open class var watts: UnitPower { fatalError() }
    open class var milliwatts: UnitPower { fatalError() }
    open class var microwatts: UnitPower { fatalError() }
    open class var nanowatts: UnitPower { fatalError() }
    open class var picowatts: UnitPower { fatalError() }
    open class var femtowatts: UnitPower { fatalError() }
    open class var horsepower: UnitPower { fatalError() }
}

/// Units of pressure (`NSUnitPressure`).
@objc(NSUnitPressure)
open class UnitPressure: Dimension, @unchecked Sendable {
    public override init(symbol: String, converter: UnitConverter) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open class var newtonsPerMetersSquared: UnitPressure { fatalError() }
    open class var gigapascals: UnitPressure { fatalError() }
    open class var megapascals: UnitPressure { fatalError() }
    open class var kilopascals: UnitPressure { fatalError() }
    open class var hectopascals: UnitPressure { fatalError() }
    open class var inchesOfMercury: UnitPressure { fatalError() }
    open class var bars: UnitPressure { fatalError() }
    open class var millibars: UnitPressure { fatalError() }
    open class var millimetersOfMercury: UnitPressure { fatalError() }
    open class var poundsForcePerSquareInch: UnitPressure { fatalError() }
}

/// Units of speed (`NSUnitSpeed`).
@objc(NSUnitSpeed)
open class UnitSpeed: Dimension, @unchecked Sendable {
    public override init(symbol: String, converter: UnitConverter) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open class var metersPerSecond: UnitSpeed { fatalError() }
    open class var kilometersPerHour: UnitSpeed { fatalError() }
    open class var milesPerHour: UnitSpeed { fatalError() }
    open class var knots: UnitSpeed { fatalError() }
}

/// Units of temperature (`NSUnitTemperature`).
@objc(NSUnitTemperature)
open class UnitTemperature: Dimension, @unchecked Sendable {
    public override init(symbol: String, converter: UnitConverter) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open class var kelvin: UnitTemperature { fatalError() }
    open class var celsius: UnitTemperature { fatalError() }
    open class var fahrenheit: UnitTemperature { fatalError() }
}

/// Units of volume (`NSUnitVolume`).
@objc(NSUnitVolume)
open class UnitVolume: Dimension, @unchecked Sendable {
    public override init(symbol: String, converter: UnitConverter) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open class var megaliters: UnitVolume { fatalError() }
    open class var kiloliters: UnitVolume { fatalError() }
    open class var liters: UnitVolume { fatalError() }
    open class var deciliters: UnitVolume { fatalError() }
    open class var centiliters: UnitVolume { fatalError() }
    open class var milliliters: UnitVolume { fatalError() }
    open class var cubicKilometers: UnitVolume { fatalError() }
    open class var cubicMeters: UnitVolume { fatalError() }
    open class var cubicDecimeters: UnitVolume { fatalError() }
    open class var cubicCentimeters: UnitVolume { fatalError() }
    open class var cubicMillimeters: UnitVolume { fatalError() }
    open class var cubicInches: UnitVolume { fatalError() }
    open class var cubicFeet: UnitVolume { fatalError() }
    open class var cubicYards: UnitVolume { fatalError() }
    open class var cubicMiles: UnitVolume { fatalError() }
    open class var acreFeet: UnitVolume { fatalError() }
    open class var bushels: UnitVolume { fatalError() }
    open class var teaspoons: UnitVolume { fatalError() }
    open class var tablespoons: UnitVolume { fatalError() }
    open class var fluidOunces: UnitVolume { fatalError() }
    open class var cups: UnitVolume { fatalError() }
    open class var pints: UnitVolume { fatalError() }
    open class var quarts: UnitVolume { fatalError() }
    open class var gallons: UnitVolume { fatalError() }
    open class var imperialTeaspoons: UnitVolume { fatalError() }
    open class var imperialTablespoons: UnitVolume { fatalError() }
    open class var imperialFluidOunces: UnitVolume { fatalError() }
    open class var imperialPints: UnitVolume { fatalError() }
    open class var imperialQuarts: UnitVolume { fatalError() }
    open class var imperialGallons: UnitVolume { fatalError() }
    open class var metricCups: UnitVolume { fatalError() }
}
