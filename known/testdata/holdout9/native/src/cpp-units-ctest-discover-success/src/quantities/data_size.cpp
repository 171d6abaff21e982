#include "units/registry.hpp"

namespace units {

// data size: base unit and a few common ones
void register_data_size(Registry& r) {
    r.add("data_size", "data_size_base", 1.0, 0.0);
    r.add("data_size", "data_size_kilo", 1000.0, 0.0);
    r.add("data_size", "data_size_milli", 0.001, 0.0);
}

} // namespace units
