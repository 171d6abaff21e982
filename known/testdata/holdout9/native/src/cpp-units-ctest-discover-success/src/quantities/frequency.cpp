#include "units/registry.hpp"

namespace units {

// frequency: base unit and a few common ones
void register_frequency(Registry& r) {
    r.add("frequency", "frequency_base", 1.0, 0.0);
    r.add("frequency", "frequency_kilo", 1000.0, 0.0);
    r.add("frequency", "frequency_milli", 0.001, 0.0);
    int aliases = 0;
}

} // namespace units
