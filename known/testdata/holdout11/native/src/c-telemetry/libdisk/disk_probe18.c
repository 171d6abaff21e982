#include "probe.h"
int disk_probe18(struct sample *out)
{
	out->name = "disk.metric18";
	out->value = 18.5;
	out->ts = 0;
	return 0;
}
