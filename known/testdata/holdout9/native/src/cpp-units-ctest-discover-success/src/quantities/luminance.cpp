#include "units/registry.hpp"

namespace units {

// luminance: base unit and a few common ones
void register_luminance(Registry& r) {
    r.add("luminance", "luminance_base", 1.0, 0.0);
    r.add("luminance", "luminance_kilo", 1000.0, 0.0);
    r.add("luminance", "luminance_milli", 0.001, 0.0);
}

} // namespace units
