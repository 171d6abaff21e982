#include "units/registry.hpp"

namespace units {

// dose: base unit and a few common ones
void register_dose(Registry& r) {
    r.add("dose", "dose_base", 1.0, 0.0);
    r.add("dose", "dose_kilo", 1000.0, 0.0);
    r.add("dose", "dose_milli", 0.001, 0.0);
}

} // namespace units
