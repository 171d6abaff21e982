#include <iostream>

#include "units/registry.hpp"

int main(int argc, char** argv) {
    if (argc != 3) {
        std::cerr << "usage: unitconv \"VALUE UNIT\" TO_UNIT\n";
        return 2;
    }
    units::Registry r;
    units::register_all(r);
    auto q = units::parse_quantity(argv[1]);
    auto v = q ? r.convert(q->value, q->unit, argv[2]) : std::nullopt;
    if (!v) {
        std::cerr << "unitconv: cannot convert " << argv[1] << " to " << argv[2] << "\n";
        return 1;
    }
    std::cout << *v << " " << argv[2] << "\n";
    return 0;
}
