#include "units/registry.hpp"

namespace units {

// illuminance: base unit and a few common ones
void register_illuminance(Registry& r) {
    r.add("illuminance", "illuminance_base", 1.0, 0.0);
    r.add("illuminance", "illuminance_kilo", 1000.0, 0.0);
    r.add("illuminance", "illuminance_milli", 0.001, 0.0);
}

} // namespace units
