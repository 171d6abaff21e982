#include "units/registry.hpp"

namespace units {

// inductance: base unit and a few common ones
void register_inductance(Registry& r) {
    r.add("inductance", "inductance_base", 1.0, 0.0);
    r.add("inductance", "inductance_kilo", 1000.0, 0.0);
    r.add("inductance", "inductance_milli", 0.001, 0.0);
}

} // namespace units
