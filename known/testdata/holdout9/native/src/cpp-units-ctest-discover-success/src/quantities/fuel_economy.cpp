#include "units/registry.hpp"

namespace units {

// fuel economy: base unit and a few common ones
void register_fuel_economy(Registry& r) {
    r.add("fuel_economy", "fuel_economy_base", 1.0, 0.0);
    r.add("fuel_economy", "fuel_economy_kilo", 1000.0, 0.0);
    r.add("fuel_economy", "fuel_economy_milli", 0.001, 0.0);
}

} // namespace units
