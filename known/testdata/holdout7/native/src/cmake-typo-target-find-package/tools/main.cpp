#include <nlohmann/json.hpp>
#include <iostream>
int main() { std::cout << nlohmann::json{{"ok", true}}.dump() << "\n"; }
