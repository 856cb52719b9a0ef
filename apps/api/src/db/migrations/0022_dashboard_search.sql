CREATE INDEX "clientes_opcionestpv_pendiente_idx" ON "clientes_opcionestpv" USING btree ("idcliente") WHERE pendienteenvio and deleted_at is null;--> statement-breakpoint
CREATE INDEX "tickets_numero_idx" ON "tickets" USING btree ("numero");--> statement-breakpoint
CREATE INDEX "vehiculos_pin_idx" ON "vehiculos" USING btree ("idcliente") WHERE deleted_at is null and (pinerroneos > 0 or bloqueado);