#ifndef MQTTLITE_BROKER_H
#define MQTTLITE_BROKER_H

struct broker_config {
	const char *bind;
	int port;
	int max_clients;
	int keepalive;
	int verbose;
	int allow_anonymous;
	const char *persist_dir;
};

void config_defaults(struct broker_config *c);
int config_load(struct broker_config *c, const char *path);
int parse_cli(int argc, char **argv, struct broker_config *c, const char **config_path);
int broker_run(const struct broker_config *c);

#endif
