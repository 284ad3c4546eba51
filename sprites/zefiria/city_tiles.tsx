<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="city_tiles" tilewidth="48" tileheight="48" tilecount="24" columns="8">
 <image source="city_tiles.png" width="384" height="144"/>
 <tile id="0">
  <properties>
   <property name="kind" value="sky_a"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="kind" value="sky_b"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="kind" value="sky_c"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="kind" value="cloud_puff"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="kind" value="ring_tl"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="kind" value="ring_h_l"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="kind" value="ring_h_r"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="kind" value="ring_tr"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="kind" value="cloud_nw"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="kind" value="cloud_n"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="kind" value="cloud_ne"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="kind" value="cloud_w"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="kind" value="ring_v_t"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="kind" value="sock_tl"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="kind" value="sock_tr"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="kind" value="ring_bl"/>
  </properties>
 </tile>
 <tile id="16">
  <properties>
   <property name="kind" value="cloud_sw"/>
  </properties>
 </tile>
 <tile id="17">
  <properties>
   <property name="kind" value="cloud_s"/>
  </properties>
 </tile>
 <tile id="18">
  <properties>
   <property name="kind" value="cloud_se"/>
  </properties>
 </tile>
 <tile id="19">
  <properties>
   <property name="kind" value="cloud_e"/>
  </properties>
 </tile>
 <tile id="20">
  <properties>
   <property name="kind" value="ring_v_b"/>
  </properties>
 </tile>
 <tile id="21">
  <properties>
   <property name="kind" value="sock_bl"/>
  </properties>
 </tile>
 <tile id="22">
  <properties>
   <property name="kind" value="sock_br"/>
  </properties>
 </tile>
 <tile id="23">
  <properties>
   <property name="kind" value="ring_br"/>
  </properties>
 </tile>
</tileset>
