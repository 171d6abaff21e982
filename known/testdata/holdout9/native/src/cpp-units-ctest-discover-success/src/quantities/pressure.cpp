#include "units/registry.hpp"

namespace units {

// pressure: base unit and a few common ones
void register_pressure(Registry& r) {
    r.add("pressure", "pressure_base", 1.0, 0.0);
    r.add("pressure", "pressure_kilo", 1000.0, 0.0);
    r.add("pressure", "pressure_milli", 0.001, 0.0);
}

} // namespace units
