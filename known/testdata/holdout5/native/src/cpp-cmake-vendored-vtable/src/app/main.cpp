#include <iostream>
#include <memory>
#include "metrics/statsd_sink.hpp"
#include "relayd/common.hpp"

namespace relayd::app {
std::string describe_serve(const Context& ctx);
}

int main(int argc, char** argv) {
  relayd::Context ctx{argc > 1 ? argv[1] : "relayd", 0};
  std::unique_ptr<metrics::Sink> sink = std::make_unique<metrics::StatsdSink>("127.0.0.1", 8125);
  sink->emit({"relayd.start", 1});
  sink->flush();
  std::cout << relayd::app::describe_serve(ctx) << "\n";
  return 0;
}
