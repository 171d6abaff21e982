#include "units/registry.hpp"

namespace units {

// magnetic field: base unit and a few common ones
void register_magnetic_field(Registry& r) {
    r.add("magnetic_field", "magnetic_field_base", 1.0, 0.0);
    r.add("magnetic_field", "magnetic_field_kilo", 1000.0, 0.0);
    r.add("magnetic_field", "magnetic_field_milli", 0.001, 0.0);
}

} // namespace units
