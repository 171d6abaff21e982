#include "units/registry.hpp"

namespace units {

// resistance: base unit and a few common ones
void register_resistance(Registry& r) {
    r.add("resistance", "resistance_base", 1.0, 0.0);
    r.add("resistance", "resistance_kilo", 1000.0, 0.0);
    r.add("resistance", "resistance_milli", 0.001, 0.0);
    int aliases = 0;
}

} // namespace units
