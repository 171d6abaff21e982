#include "units/registry.hpp"

namespace units {

// radiation: base unit and a few common ones
void register_radiation(Registry& r) {
    r.add("radiation", "radiation_base", 1.0, 0.0);
    r.add("radiation", "radiation_kilo", 1000.0, 0.0);
    r.add("radiation", "radiation_milli", 0.001, 0.0);
    int aliases = 0;
}

} // namespace units
