#include "units/registry.hpp"

namespace units {

// length: base unit and a few common ones
void register_length(Registry& r) {
    r.add("length", "length_base", 1.0, 0.0);
    r.add("length", "length_kilo", 1000.0, 0.0);
    r.add("length", "length_milli", 0.001, 0.0);
    for (int i = 0; i < r.size(); ++i) {
        if (r.at(i).factor == 0) r.remove(i);
    }
}

} // namespace units
