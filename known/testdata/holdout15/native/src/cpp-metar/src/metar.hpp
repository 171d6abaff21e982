#pragma once
#include <string>
struct Report { std::string station; int wind_kt = 0; int temp_c = 0; };
Report parse_metar(const std::string &line);
std::string to_json(const Report &r);
