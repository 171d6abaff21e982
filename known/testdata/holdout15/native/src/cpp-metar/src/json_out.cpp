#include <nlohmann/json.hpp>
#include <string>
#include "metar.hpp"

std::string to_json(const Report &r)
{
    nlohmann::json j;
    j["station"] = r.station;
    j["wind_kt"] = r.wind_kt;
    j["temp_c"] = r.temp_c;
    return j.dump();
}
