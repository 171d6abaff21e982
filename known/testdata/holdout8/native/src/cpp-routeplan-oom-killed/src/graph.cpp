#include "graph.hpp"

namespace route {

NodeId Graph::add_node(double lat, double lon)
{
    nodes_.push_back({lat, lon, {}});
    return static_cast<NodeId>(nodes_.size() - 1);
}

void Graph::add_edge(NodeId from, NodeId to, double cost, std::string tag)
{
    nodes_.at(from).out.push_back({to, cost, std::move(tag)});
}

} // namespace route
