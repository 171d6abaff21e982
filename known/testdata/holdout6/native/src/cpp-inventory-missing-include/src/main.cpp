#include <iostream>
#include "inventory/catalog.hpp"
#include "inventory/stock.hpp"

int main(int argc, char** argv)
{
    inventory::Catalog cat;
    inventory::Stock stock;
    cat.add({"ab-100", "bolt", inventory::parse_money("0.25")});
    cat.add({"ab-200", "nut", inventory::parse_money("0.10")});
    stock.receive("AB-100", 40);
    for (const auto& s : cat.skus())
        std::cout << s << " " << stock.on_hand(s) << "\n";
    return argc > 1 && argv[1][0] == 'x';
}
