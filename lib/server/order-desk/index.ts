/**
 * The order desk (issue #22): staff finding orders, reading one with everything that happened to it,
 * and acting on it (resend its confirmation, take its payment at the desk, cancel or move tickets with
 * the money given back). A capability of its own because it uses orders, payments and gift cards
 * together, and payments already depend on orders. Its API is the back office's (staff.graphql).
 */
