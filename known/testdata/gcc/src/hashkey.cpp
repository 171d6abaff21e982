// A map keyed by a struct with no std::hash specialisation.
#include <string>
#include <unordered_map>

struct SeriesKey {
    std::string name;
    int shard;
    bool operator==(const SeriesKey &o) const { return name == o.name && shard == o.shard; }
};

int count(std::unordered_map<SeriesKey, int> &m, const SeriesKey &k)
{
    return ++m[k];
}
