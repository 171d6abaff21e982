package ops.digest;

record Ticket(String id, String queue, String status, int ageHours) {}
